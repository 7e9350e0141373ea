import type { ComponentProps } from 'react';
import { FieldError } from './field-error.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** The validation message; marks the input invalid and describes it. */
  error?: string;
}

/** A labelled input with its validation message, wired for screen readers. */
export function FormField({ id, label, error, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
