import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

/** A labelled multi-line field with its French error (shared-ui has no textarea yet). */
export function TextArea({
  label,
  error,
  hint,
  ref,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div style={{ display: 'grid', gap: 4, marginBottom: 12 }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} style={{ margin: 0, color: 'var(--pt-color-muted)', fontSize: '0.9rem' }}>
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        rows={4}
        {...rest}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        style={{ font: 'inherit', padding: 8, maxWidth: '100%', boxSizing: 'border-box' }}
      />
      {error ? (
        <p id={`${id}-error`} style={{ margin: 0, color: 'var(--pt-color-danger, #b91c1c)' }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
