/**
 * The length limit of a free-text field, stated before submit: a hint ("200 caractères
 * maximum") and, once the text nears or passes the limit, a counter ("10 000 / 200 caractères"),
 * both tied to the control with aria-describedby. The native `maxlength` attribute is never set:
 * it would silently cut pasted text (what the user typed would be lost); the form's zod schema
 * (shared-data `boundedText`) refuses it with its French message instead.
 */
import { formatCount } from '../format.ts';
import { type ChangeEvent, type ReactNode, type Ref, type RefCallback, useCallback, useState } from 'react';
import { useFieldIds } from './Field.tsx';
import styles from './forms.module.css';

/** "200 caractères maximum" (same wording as shared-data `textLimitHint`). */
export function lengthLimitHint(max: number): string {
  return `${formatCount(max)} caractères maximum`;
}

/** "10 000 / 200 caractères". */
export function lengthCounterText(length: number, max: number): string {
  return `${formatCount(length)} / ${formatCount(max)} caractères`;
}

/** The counter shows from this share of the limit on. */
export const LENGTH_COUNTER_FROM = 0.8;

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * Follows the control's length (controlled or registered with react-hook-form): returns a ref to
 * put on the control (it forwards to `ref`) and an onChange that forwards to `onChange`.
 */
export function useLengthLimit<E extends Control>({
  maxLength,
  ref,
  onChange,
  value,
}: {
  maxLength: number | undefined;
  ref: Ref<E> | undefined;
  onChange: ((event: ChangeEvent<E>) => void) | undefined;
  value: unknown;
}) {
  const [observed, setObserved] = useState(0);
  const measure = useCallback((element: E | null) => {
    if (element) setObserved(element.value.length);
  }, []);
  const mergedRef: RefCallback<E> = useCallback(
    (element: E | null) => {
      // The caller's ref first: react-hook-form sets the default value there.
      const cleanup = typeof ref === 'function' ? ref(element) : undefined;
      if (ref && typeof ref !== 'function') (ref as { current: E | null }).current = element;
      measure(element);
      return cleanup;
    },
    [ref, measure],
  );
  const handleChange = useCallback(
    (event: ChangeEvent<E>) => {
      setObserved(event.target.value.length);
      onChange?.(event);
    },
    [onChange],
  );
  const length = typeof value === 'string' ? value.length : observed;
  const showCounter = maxLength !== undefined && length >= maxLength * LENGTH_COUNTER_FROM;
  return {
    ref: maxLength === undefined ? ref : mergedRef,
    onChange: maxLength === undefined ? onChange : handleChange,
    length,
    showCounter,
    over: maxLength !== undefined && length > maxLength,
  };
}

/** The limit's hint and counter under a field (ids `${inputId}-limit` and `${inputId}-count`). */
export function LengthLimit({
  inputId,
  maxLength,
  length,
  showCounter,
  over,
}: {
  inputId: string;
  maxLength: number | undefined;
  length: number;
  showCounter: boolean;
  over: boolean;
}) {
  if (maxLength === undefined) return null;
  return (
    <div className={styles.lengthLimit}>
      <p id={`${inputId}-limit`} className={styles.hint}>
        {lengthLimitHint(maxLength)}
      </p>
      {showCounter ? (
        <p id={`${inputId}-count`} className={over ? styles.counterOver : styles.counter}>
          {lengthCounterText(length, maxLength)}
        </p>
      ) : null}
    </div>
  );
}

/** The ids of the limit's hint and counter, for aria-describedby. */
export function lengthLimitIds(
  inputId: string,
  maxLength: number | undefined,
  showCounter: boolean,
): string | undefined {
  if (maxLength === undefined) return undefined;
  return showCounter ? `${inputId}-limit ${inputId}-count` : `${inputId}-limit`;
}

/**
 * The wiring TextField and TextArea share: the control's id, the limit's hint and counter, and
 * aria-describedby over hint, limit, the caller's own description and the error.
 */
export function useLimitedTextControl<E extends Control>(options: {
  id: string | undefined;
  hint: ReactNode;
  error: string | undefined;
  maxLength: number | undefined;
  ref: Ref<E> | undefined;
  onChange: ((event: ChangeEvent<E>) => void) | undefined;
  value: unknown;
  describedBy: string | undefined;
}) {
  const { maxLength } = options;
  const generated = useFieldIds(options.id, null, undefined).inputId;
  const limit = useLengthLimit<E>({ maxLength, ref: options.ref, onChange: options.onChange, value: options.value });
  const extra = [lengthLimitIds(generated, maxLength, limit.showCounter), options.describedBy].filter(Boolean);
  const ids = useFieldIds(generated, options.hint, options.error, extra.length > 0 ? extra.join(' ') : undefined);
  const limitNote = (
    <LengthLimit
      inputId={ids.inputId}
      maxLength={maxLength}
      length={limit.length}
      showCounter={limit.showCounter}
      over={limit.over}
    />
  );
  return { ids, ref: limit.ref, onChange: limit.onChange, limitNote };
}
