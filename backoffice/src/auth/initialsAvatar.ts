/** Up to two initials from the name, else the first letter of the email (as the API's avatar menu). */
function initialsOf(name: string, email: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '');
  return (letters.join('') || email.charAt(0) || '?').toUpperCase();
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** An SVG data URL with the user's initials, for react-admin's user menu avatar. */
export function initialsAvatar(name: string, email: string, initials?: string, color = '#2E7D32'): string {
  const text = escapeXml(initials || initialsOf(name, email));
  const fill = /^#[0-9a-f]{6}$/i.test(color) ? color : '#2E7D32';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" fill="${fill}"/>` +
    `<text x="20" y="25.5" font-family="Roboto,Arial,sans-serif" font-size="15" font-weight="500" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
