import { Link } from 'react-router-dom';
import { PRIVACY_HERO } from '../../content/home';
import privacyArt from '../../assets/art/privacy.svg';
import ui from '../../styles/ui.module.css';
import styles from './Home.module.css';

export function PrivacyHero() {
  return (
    <section className={styles.privacy} aria-labelledby="privacy-heading">
      <div className={`${ui.container} ${ui.split}`}>
        <div>
          <span className={ui.eyebrow}>{PRIVACY_HERO.eyebrow}</span>
          <h2 className={ui.heading} id="privacy-heading">
            {PRIVACY_HERO.heading}
          </h2>
          <p className={styles.privacyText}>{PRIVACY_HERO.text}</p>
          <Link to="/" className={ui.buttonLight}>
            Our Products
          </Link>
        </div>
        <img src={privacyArt} alt="" width={480} height={360} />
      </div>
    </section>
  );
}
