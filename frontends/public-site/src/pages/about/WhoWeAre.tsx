import { useAbout } from '../../content/localized/about';
import { InlineSvg } from '../../components/InlineSvg';
import teamArt from '../../assets/art/operations-center.svg';
import ui from '../../styles/ui.module.css';
import styles from './About.module.css';

export function WhoWeAre() {
  const { WHO_WE_ARE } = useAbout();
  return (
    <section className={ui.section} aria-labelledby="who-we-are">
      <div className={`${ui.container} ${ui.split}`}>
        <div>
          <span className={ui.eyebrow}>{WHO_WE_ARE.eyebrow}</span>
          <h2 className={ui.heading} id="who-we-are">
            {WHO_WE_ARE.heading}
          </h2>
          {WHO_WE_ARE.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className={ui.lead}>
              {paragraph}
            </p>
          ))}
          <ul className={styles.highlights}>
            {WHO_WE_ARE.highlights.map((highlight) => (
              <li key={highlight.value}>
                <strong>{highlight.value}</strong>
                <span>{highlight.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <InlineSvg className={styles.art} svg={teamArt} width={480} height={340} />
      </div>
    </section>
  );
}
