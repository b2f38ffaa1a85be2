import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { TextId } from '../../../lib/i18n/translator';

const STORIES: ReadonlyArray<{ quote: TextId; who: TextId }> = [
  { quote: msg`I didn’t know where to start. Seeing which centers near me took my insurance made the first call a lot less scary.`, who: msg`Maria, 34, in recovery from alcohol use disorder` },
  { quote: msg`We were looking for our son at two in the morning. Having a number to call right then, and real answers, meant everything.`, who: msg`David, a father` },
  { quote: msg`I needed a program that treated my anxiety along with my drinking. Filtering for dual diagnosis found three close to home.`, who: msg`Jordan, 27, eighteen months sober` },
];

/** Spec §2: three testimonials. Ours are illustrative and say so: nobody should mistake them for real people. */
export function Testimonials() {
  const { t } = useLingui();
  return (
    <section className="home-stories" aria-labelledby="stories-heading">
      <div className="container home-section">
        <h2 id="stories-heading">{t`Stories of finding help`}</h2>
        <p className="home-section__lead">{t`Illustrative stories: these are composites written to show common experiences. The names are fictional.`}</p>
        <ul className="story-cards">
          {STORIES.map((story) => (
            <li key={story.who.id} className="story-card">
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
