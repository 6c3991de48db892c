import { TextArea as SharedTextArea, type TextAreaProps } from 'shared-ui';

/** A labelled multi-line field: shared-ui's TextArea (label, hint, length limit and counter, error). */
export function TextArea(props: TextAreaProps) {
  return <SharedTextArea {...props} />;
}
