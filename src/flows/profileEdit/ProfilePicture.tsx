/**
 * The member's picture (GET /profile/{userId}/picture, an image address, spec section 7) with a fallback:
 * while there is no address, or when the image fails to load (no picture, network, server), the member's
 * initial or a person icon shows instead of a broken image. Whether the image failed is a purely visual
 * detail of this element, so it is kept here rather than in a chart.
 */
import { useState } from 'react';
import { Icon } from '@/ui/common/Icon';

export interface ProfilePictureProps {
  /** The image address; none shows the fallback. */
  src?: string;
  /** The member's name: its first letter is the fallback. */
  name?: string;
  /** Accessible name of the picture (and of its fallback). */
  alt: string;
  className?: string;
}

export function ProfilePicture({ src, name, alt, className = 'profile-card__picture' }: ProfilePictureProps) {
  // The address that failed, so a new address (a new hour, a new upload) is tried again.
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (src && failed !== src) {
    return <img className={className} src={src} alt={alt} width={72} height={72} onError={() => setFailed(src)} />;
  }
  const initial = name?.trim().charAt(0).toUpperCase();
  return (
    <span className={`${className} profile-picture--fallback`} role="img" aria-label={alt} data-testid="profile-picture-fallback">
      {initial || <Icon name="user" size={32} />}
    </span>
  );
}
