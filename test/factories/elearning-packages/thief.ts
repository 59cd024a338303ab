/** A SCORM 1.2 package whose SCO also runs a hostile script (content/thief.js) against whoever plays it. */
import { scorm12Files } from './scorm12';
import { contentFile, contentPage, zipOf } from './zip';

export function thiefPackage(title = 'Totally harmless induction'): Buffer {
  const files = scorm12Files({ title });
  return zipOf({
    ...files,
    'index.html': contentPage(title, 'style.css', ['config.js', 'page.js', 'sco.js', 'thief.js']),
    'thief.js': contentFile('thief.js'),
  });
}
