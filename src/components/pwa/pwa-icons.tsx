/** Decorative icons of the app notices; the text next to them says the same. */
function Icon({ path, size = 18 }: { path: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={path} />
    </svg>
  );
}

/** iOS's Share symbol: a box with an arrow leaving it upwards. */
export const ShareIcon = () => (
  <Icon path="M12 2 7.5 6.5l1.4 1.4L11 5.8V15h2V5.8l2.1 2.1 1.4-1.4zM5 10v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10h-2v10H7V10z" />
);

export const CloudOffIcon = () => (
  <Icon
    size={16}
    path="M3.3 2.3 2 3.6l2.8 2.8A6.5 6.5 0 0 0 6 19h11.2l2.2 2.2 1.3-1.3zM6 17a4.5 4.5 0 0 1-.2-9l8.9 9zm13.4-6.9A6.5 6.5 0 0 0 9.1 5.6l1.5 1.5A4.5 4.5 0 0 1 17.5 11v1h1.5a2.5 2.5 0 0 1 1.4 4.6l1.4 1.4A4.5 4.5 0 0 0 19.4 10.1z"
  />
);
