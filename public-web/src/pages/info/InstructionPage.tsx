import { useI18n } from '../../i18n';
import type * as texts from '../../i18n/messages/pages/instruction';
import { InfoArticle } from './InfoArticle';

type Key = keyof typeof texts.ru;
const SECTIONS: readonly { id: string; title: Key; steps: readonly Key[]; ordered: boolean }[] = [
  {
    id: 'volunteers',
    title: 'volunteersTitle',
    steps: ['volunteers1', 'volunteers2', 'volunteers3', 'volunteers4', 'volunteers5', 'volunteers6'],
    ordered: true,
  },
  { id: 'organizations', title: 'orgsTitle', steps: ['orgs1', 'orgs2', 'orgs3', 'orgs4', 'orgs5'], ordered: true },
  { id: 'groups', title: 'groupsTitle', steps: ['groups1', 'groups2', 'groups3'], ordered: true },
  { id: 'others', title: 'othersTitle', steps: ['others1', 'others2'], ordered: false },
  { id: 'help', title: 'helpTitle', steps: ['help1', 'help2', 'help3'], ordered: false },
];

/** burger/instruction: how to use the platform, for volunteers, organizations and initiative groups. */
export default function InstructionPage() {
  const { t } = useI18n();
  return (
    <InfoArticle title={t('instruction.title')} lead={t('instruction.lead')}>
      <p className="info__note">{t('instruction.note')}</p>
      <nav className="info__toc" aria-label={t('instruction.contents')}>
        <h2 className="info__toc-title">{t('instruction.contents')}</h2>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{t(`instruction.${s.title}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map((s) => {
        const List = s.ordered ? 'ol' : 'ul';
        return (
          <section key={s.id} id={s.id}>
            <h2>{t(`instruction.${s.title}`)}</h2>
            <List className={s.ordered ? 'info__steps' : 'info__list'}>
              {s.steps.map((key) => (
                <li key={key}>{t(`instruction.${key}`)}</li>
              ))}
            </List>
          </section>
        );
      })}
    </InfoArticle>
  );
}
