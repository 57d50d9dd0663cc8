import { Link } from '@tanstack/react-router';
import { ImageHero } from '../../components/media/image-hero';
import { VideoModal } from '../../components/media/video-modal';
import { buttonClass } from '../../components/ui/button-class';
import { classNames } from '../../components/ui/class-names';
import { layoutClasses } from '../../components/ui/layout';
import { founderVideo } from '../../content/about-highlights';
import { homeHero } from '../../content/home';
import classes from './home.module.css';

export function HomeHero() {
  return (
    <ImageHero image={homeHero.image} title={homeHero.heading} subtitle={homeHero.subheading}>
      <div className={classNames(layoutClasses.group, classes.heroActions)}>
        <Link to="/donate" className={buttonClass({ variant: 'gold', size: 'md' })}>
          {homeHero.donateLabel}
        </Link>
        <Link to="/about" className={buttonClass({ variant: 'white', size: 'md' })}>
          {homeHero.learnMoreLabel} <span className={layoutClasses.visuallyHidden}>{homeHero.learnMoreHiddenText}</span>
        </Link>
        <VideoModal video={founderVideo} label={homeHero.watchStoryLabel} variant="outline-white" />
      </div>
    </ImageHero>
  );
}
