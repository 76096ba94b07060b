import { Link } from 'react-router-dom';
import { paths, sectionLabels } from '@zomato/shared';
import { useWithCity } from '@zomato/section-ui';
import deliveryIcon from '../../tab-bar/icons/delivery-active.webp';
import diningIcon from '../../tab-bar/icons/dining-active.webp';
import nightlifeIcon from '../../tab-bar/icons/nightlife-active.webp';
import styles from '../landing-page.module.css';

/** The home-style block: Order Online, Dinning Out (that spelling), Nightlife and Clubs. */
const cards = [
  {
    title: 'Order Online',
    text: 'Stay home and order to your doorstep',
    to: paths.delivery,
    icon: deliveryIcon,
  },
  {
    title: sectionLabels.dining,
    text: "View the city's favourite dining venues",
    to: paths.dining,
    icon: diningIcon,
  },
  {
    title: 'Nightlife and Clubs',
    text: "Explore the city's top nightlife outlets",
    to: paths.nightlife,
    icon: nightlifeIcon,
  },
] as const;

export function SectionCards() {
  const withCity = useWithCity();
  return (
    <nav aria-label="Sections">
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={withCity(card.to)} className={`panel ${styles.card}`}>
              <img src={card.icon} alt="" width={64} height={64} className={styles.cardIcon} />
              <span className={styles.cardText}>
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.cardNote}>{card.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
