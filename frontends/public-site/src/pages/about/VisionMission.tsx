import { useAbout } from '../../content/localized/about';
import { useTexts } from '../../i18n/language';
import { InlineSvg } from '../../components/InlineSvg';
import visionArt from '../../assets/art/vision.svg';
import ui from '../../styles/ui.module.css';
import styles from './About.module.css';

export function VisionMission() {
  const { MISSIONS, VISION } = useAbout();
  const t = useTexts().about;
  return (
    <section className={ui.sectionDark} aria-labelledby="vision">
      <div className={ui.container}>
        <div className={ui.split}>
          <InlineSvg className={styles.art} svg={visionArt} width={480} height={340} />
          <div>
            <span className={ui.eyebrow}>{VISION.eyebrow}</span>
            <h2 className={ui.heading} id="vision">
              {VISION.heading}
            </h2>
            <p className={ui.lead}>{VISION.text}</p>
          </div>
        </div>
        <h2 className={`${ui.heading} ${styles.missionHeading}`}>{t.missionHeading}</h2>
        <ol className={styles.missions}>
          {MISSIONS.map((mission) => (
            <li key={mission.heading}>
              <h3>{mission.heading}</h3>
              <p>{mission.subheading}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
