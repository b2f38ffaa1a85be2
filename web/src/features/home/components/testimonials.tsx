import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageId } from '../../../lib/i18n/translator';

const STORIES: ReadonlyArray<{ quote: MessageId; who: MessageId }> = [
  { quote: 'home.story1', who: 'home.story1Who' },
  { quote: 'home.story2', who: 'home.story2Who' },
  { quote: 'home.story3', who: 'home.story3Who' },
];

/** Spec §2: three testimonials. Ours are illustrative and say so: nobody should mistake them for real people. */
export function Testimonials() {
  const { t } = useT();
  return (
    <section className="home-stories" aria-labelledby="stories-heading">
      <div className="container home-section">
        <h2 id="stories-heading">{t('home.storiesHeading')}</h2>
        <p className="home-section__lead">{t('home.storiesLead')}</p>
        <ul className="story-cards">
          {STORIES.map((story) => (
            <li key={story.who} className="story-card">
              <figure>
                <blockquote>
                  <p>“{t(story.quote)}”</p>
                </blockquote>
                <figcaption>{t(story.who)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
