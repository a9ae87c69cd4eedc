import { Link } from 'react-router-dom';
import { useHome } from '../../content/localized/home';
import { useLocalPath, useTexts } from '../../i18n/language';
import { InlineSvg } from '../../components/InlineSvg';
import heroArt from '../../assets/art/hero-network.svg';
import ui from '../../styles/ui.module.css';
import styles from './Home.module.css';

export function HomeHero() {
  const { HERO, PARTNERS } = useHome();
  const texts = useTexts();
  const local = useLocalPath();
  return (
    <section className={styles.hero}>
      <div className={`${ui.container} ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <h1 className={styles.slogan}>{HERO.slogan}</h1>
          <p className={styles.heroLead}>{HERO.text}</p>
          <Link to={local('/contact')} className={ui.button}>
            {texts.contactUs}
          </Link>
        </div>
        <InlineSvg className={styles.heroArt} svg={heroArt} width={520} height={460} />
      </div>
      <div className={`${ui.container} ${styles.partners}`}>
        <p>{texts.home.partners}</p>
        <ul>
          {PARTNERS.map((partner) => (
            <li key={partner.name}>
              {/* The logos' own proportions (200 x 56): CSS sets the height, and an inline <svg> takes its width from these. */}
              <InlineSvg svg={partner.logo} alt={partner.name} width={200} height={56} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
