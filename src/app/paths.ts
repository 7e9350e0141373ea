/** Every route path of the app, in one table (spec §2). */
export const paths = {
  home: '/',
  notFound: '*',
} as const;
