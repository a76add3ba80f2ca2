import { initialOf } from './initial';

export interface AvatarProps {
  name: string;
  /** Diameter in pixels. */
  size?: number;
}

/**
 * A circle with the first letter of a person's name. Decorative: the name is always
 * written next to it, so screen readers skip the circle.
 */
export function Avatar({ name, size = 32 }: AvatarProps) {
  return (
    <span
      className="tl-avatar"
      style={{ width: size, height: size, fontSize: size * 0.45 }}
      aria-hidden="true"
    >
      {initialOf(name)}
    </span>
  );
}
