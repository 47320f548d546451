import type { CourseLesson } from '@hashar/common';
import { useState } from 'react';
import { useI18n } from '../../i18n';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** A lesson's video: nothing from the provider loads until the reader asks for it (privacy, and a light page). */
export function LessonVideo({ video, title }: { video: NonNullable<CourseLesson['video']>; title: string }) {
  const { t } = useI18n();
  const [playing, setPlaying] = useState(false);
  const provider = PROVIDER_NAMES[video.provider];
  return (
    <section className="lesson-video" aria-label={t('academy.lesson.video')}>
      {playing ? (
        <iframe
          className="lesson-video__frame"
          src={`${video.embedUrl}${video.embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          data-testid="lesson-video-frame"
        />
      ) : (
        <div className="lesson-video__cover">
          <button type="button" className="btn btn--primary" onClick={() => setPlaying(true)} data-testid="lesson-video-play">
            ▶ {t('academy.lesson.videoPlay')}
          </button>
          <p className="muted">{t('academy.lesson.videoNote', { provider })}</p>
        </div>
      )}
    </section>
  );
}
