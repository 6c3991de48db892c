import { TextArea, type TextAreaProps } from 'shared-ui';

export type TextAreaFieldProps = TextAreaProps;

/** A labelled multi-line field: shared-ui's TextArea (label, hint, length limit and counter, error). */
export function TextAreaField(props: TextAreaFieldProps) {
  return <TextArea {...props} />;
}
