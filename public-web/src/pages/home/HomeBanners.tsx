import type { HomeBanner } from '@hashar/common';
import { useI18n } from '../../i18n';
import { BannerImage, BannerLink } from './BannerLink';
import { Carousel } from './Carousel';

/** The main banners' carousel under the hero, each with its title over the picture; the first image loads at once, the others lazily. */
export default function HomeBanners({ banners }: { banners: readonly HomeBanner[] }) {
  const { t } = useI18n();
  return (
    <Carousel
      label={t('home.banners.label')}
      className="home-banners"
      testId="home-banners"
      items={banners}
      renderSlide={(banner, i) => (
        <BannerLink banner={banner} className="banner banner--main">
          <BannerImage banner={banner} eager={i === 0} width={1200} height={400} decorative />
          <span className="banner__caption">{banner.title}</span>
        </BannerLink>
      )}
    />
  );
}
