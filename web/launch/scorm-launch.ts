import { runLaunchPage } from '../src/features/package-player/launch/launch-page';

// The content origin's SCORM launch page (scorm.html): everything it does is in launch-page.ts.
runLaunchPage();
