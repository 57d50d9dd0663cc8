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
