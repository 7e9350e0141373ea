import { Fragment } from 'react';

/**
 * A file name or code shown so that it wraps after its separators rather than mid-word:
 * `grupo-rg-platform__P030326_PRESUPUESTO.pdf` may break after each `-`, `_`, `.` or `/`.
 */
export function BreakableName({ text }: { text: string }) {
  const parts = text.split(/(?<=[-_./])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}
