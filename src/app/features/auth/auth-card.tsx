import type { ReactNode } from 'react';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { headerTexts } from '../../texts.ts';

/** The centred card shared by the login and change-password screens. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <CompanyLogo alt={headerTexts.logoAlt} className="mb-2 h-14" />
          <h1 className="text-2xl font-bold tracking-tight text-foreground">{title}</h1>
          <CardDescription>{subtitle}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}
