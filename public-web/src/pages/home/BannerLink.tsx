import { type HomeBanner, pictureProps } from '@hashar/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A banner's target: a page of the site (SPA link), an outside address (new tab), or none. */
export function BannerLink({ banner, className, children }: { banner: HomeBanner; className: string; children: ReactNode }) {
  const link = banner.link;
  if (!link) return <div className={className}>{children}</div>;
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link className={className} to={link}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={link} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/** A banner image: sized (no layout shift), lazy unless it is the first thing on screen. */
export function BannerImage({
  banner,
  eager = false,
  width,
  height,
  decorative = false,
}: {
  banner: HomeBanner;
  eager?: boolean;
  width: number;
  height: number;
  /** The title is written next to the image (its alternative text would repeat it). */
  decorative?: boolean;
}) {
  return (
    <img
      className="banner__image"
      {...pictureProps(banner.imageUrl, `(min-width: ${width}px) ${width}px, 100vw`)}
      alt={decorative ? '' : banner.title}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
