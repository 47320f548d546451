/**
 * Moves the keyboard focus to a form control by id: the element itself when it can take focus,
 * else the first enabled control inside it (a fieldset of radios or checkboxes), else the
 * element with tabIndex -1 (a widget such as the captcha).
 */
export function focusControl(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  if (element.matches('input, select, textarea, button')) {
    element.focus();
    return;
  }
  const inner = element.querySelector<HTMLElement>(
    'input:checked:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
  );
  if (inner) {
    inner.focus();
    return;
  }
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}
