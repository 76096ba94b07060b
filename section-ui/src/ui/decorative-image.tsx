import type { ImgHTMLAttributes } from 'react';

type DecorativeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'loading' | 'decoding'> & {
  src: string;
  width: number;
  height: number;
  /** Below the fold: loads when the visitor comes near it. */
  lazy?: boolean;
};

/**
 * A picture that says nothing its text does not (alt=""): its box is kept from the start
 * (width and height, so nothing shifts when it arrives) and it is decoded off the main thread.
 */
export function DecorativeImage({ lazy = false, ...image }: DecorativeImageProps) {
  return <img {...image} alt="" loading={lazy ? 'lazy' : undefined} decoding="async" />;
}
