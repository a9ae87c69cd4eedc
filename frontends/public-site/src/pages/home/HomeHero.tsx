import { Link } from 'react-router-dom';
import { useHome } from '../../content/localized/home';
import { useLocalPath, useTexts } from '../../i18n/language';
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
        {/* The largest image of the first screen: fetched before the others (lower-case attribute: React 18 has no fetchPriority prop). */}
        <img className={styles.heroArt} src={heroArt} alt="" width={520} height={460} {...{ fetchpriority: 'high' }} />
      </div>
      <div className={`${ui.container} ${styles.partners}`}>
        <p>{texts.home.partners}</p>
        <ul>
          {PARTNERS.map((partner) => (
            <li key={partner.name}>
              <img src={partner.logo} alt={partner.name} width={180} height={50} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
