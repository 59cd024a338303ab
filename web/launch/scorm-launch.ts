import { activateLaunchLanguage } from '../src/features/package-player/launch/launch-language';
import { runLaunchPage } from '../src/features/package-player/launch/launch-page';

// The content origin's SCORM launch page (scorm.html): in the learner's language, everything it does is in
// launch-page.ts.
void activateLaunchLanguage(window.location.search, document).then(() => runLaunchPage());
