/** Small inline icons (media controls and the like); decorative, so hidden from assistive technology. */
interface IconProps {
  size?: number;
}

export function Icon({ size = 20, path, fillRule }: IconProps & { path: string; fillRule?: 'evenodd' }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={path} fillRule={fillRule} />
    </svg>
  );
}

export const PauseIcon = (props: IconProps) => <Icon {...props} path="M7 5h4v14H7zM13 5h4v14h-4z" />;
export const PlayIcon = (props: IconProps) => <Icon {...props} path="M8 5v14l11-7z" />;
export const PreviousIcon = (props: IconProps) => <Icon {...props} path="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />;
export const NextIcon = (props: IconProps) => <Icon {...props} path="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z" />;
export const CloseIcon = (props: IconProps) => (
  <Icon
    {...props}
    path="M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 10.6 5.7 15.5l1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z"
  />
);
