/** iOS's Share symbol, decorative: the text next to it says the same. */
export const ShareIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M12 2 7.5 6.5l1.4 1.4L11 5.8V15h2V5.8l2.1 2.1 1.4-1.4zM5 10v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10h-2v10H7V10z" />
  </svg>
);
