import type { TeamSocialNetwork } from '../../content/team';

/** Simplified brand marks, drawn for this site; decorative, the link carries the name. */
const PATHS: Record<TeamSocialNetwork, string> = {
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z',
  linkedin:
    'M4 4h4v4H4zM4 10h4v10H4zM10 10h3.8v1.5c.6-1 1.8-1.8 3.6-1.8 3 0 3.6 2 3.6 4.6V20h-4v-5c0-1.2 0-2.6-1.6-2.6S14 13.6 14 15v5h-4z',
  x: 'M4 4h4.5l3.8 5.3L16.8 4H20l-6.2 7.2L20.5 20H16l-4.2-5.8L6.8 20H3.5l6.7-7.7z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17.3 5.6a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z',
};

export function SocialIcon({ network }: { network: TeamSocialNetwork }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={PATHS[network]} fillRule="evenodd" />
    </svg>
  );
}
