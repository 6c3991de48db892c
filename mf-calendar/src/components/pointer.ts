import type { MouseEvent } from 'react';

/**
 * Spread on a submit button: pressing it with the mouse does not blur the field being typed in.
 * Otherwise that blur validates the field (mode onTouched), its error message appears above the
 * button, the button moves before the mouse is released and the click is lost (the lawyer has to
 * click twice). The keyboard path is unchanged; the submit validates every field anyway.
 */
export const keepFieldFocusOnPress = {
  onMouseDown: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
};
