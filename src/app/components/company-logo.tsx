import { useState } from 'react';
import { companyBranding } from '../../config/branding.ts';
import { cn } from './ui/cn.ts';

/** The company logo; hidden rather than shown broken when the asset is missing. */
export function CompanyLogo({ alt, className }: { alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={companyBranding.logoPath}
      alt={alt}
      className={cn('h-10 w-auto object-contain', className)}
      onError={() => setFailed(true)}
    />
  );
}
