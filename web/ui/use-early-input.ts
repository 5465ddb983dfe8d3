import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A visitor may type into the server's page before the app has loaded. React hydrates a field keeping what it
 * shows, but without telling the app, so the app would compute from an empty field beside a filled one. On
 * mount the field's shown state is handed to the app; a field the browser rendered itself already agrees.
 */
function useAdoptOnMount<E extends Control, T>(
  current: T,
  read: (element: E) => T,
  onChange: (value: T) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const adopt = useEffectEvent(() => {
    if (!ref.current) return;
    const shown = read(ref.current);
    if (shown !== current) onChange(shown);
  });
  useEffect(() => adopt(), []);
  return ref;
}

export const useEarlyValue = <E extends Control>(value: string, onChange: (value: string) => void) =>
  useAdoptOnMount<E, string>(value, (element) => element.value, onChange);

export const useEarlyChecked = (checked: boolean, onChange: (checked: boolean) => void) =>
  useAdoptOnMount<HTMLInputElement, boolean>(checked, (element) => element.checked, onChange);
