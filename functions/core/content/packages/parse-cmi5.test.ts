import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { parseCmi5Manifest } from './parse-cmi5';

const CMI5 = `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.com/courses/forklift">
    <title><langstring lang="fr-FR">Chariot</langstring><langstring lang="en-US">Forklift safety</langstring></title>
    <description><langstring lang="en-US">Drive safely.</langstring></description>
  </course>
  <au id="https://example.com/au/intro" moveOn="Completed" launchMethod="OwnWindow">
    <title><langstring lang="en-US">Introduction</langstring></title>
    <url>intro/index.html?x=1</url>
  </au>
  <block id="https://example.com/block/1">
    <title><langstring lang="en-US">Practice</langstring></title>
    <au id="https://example.com/au/quiz" moveOn="Passed" masteryScore="0.8">
      <title><langstring lang="en-US">Quiz</langstring></title>
      <url>quiz/index.html</url>
      <launchParameters>{"difficulty":"hard"}</launchParameters>
    </au>
  </block>
  <au id="https://example.com/au/summary">
    <title><langstring lang="en-US">Summary</langstring></title>
    <url>summary.html</url>
  </au>
</courseStructure>`;

describe('parseCmi5Manifest', () => {
  it('reads the course and its assignable units in course order, with their rules', () => {
    const parsed = parseCmi5Manifest(CMI5);
    expect(parsed).toMatchObject({
      standard: 'cmi5',
      title: 'Forklift safety',
      activity_id: 'https://example.com/courses/forklift',
      mastery_score: null,
    });
    expect(parsed.items).toEqual([
      {
        id: 'https://example.com/au/intro',
        title: 'Introduction',
        launch: 'intro/index.html?x=1',
        parameters: null,
        mastery_score: null,
        move_on: 'Completed',
        launch_method: 'OwnWindow',
        activity_id: 'https://example.com/au/intro',
      },
      {
        id: 'https://example.com/au/quiz',
        title: 'Quiz',
        launch: 'quiz/index.html',
        parameters: '{"difficulty":"hard"}',
        mastery_score: 80,
        move_on: 'Passed',
        launch_method: 'AnyWindow',
        activity_id: 'https://example.com/au/quiz',
      },
      {
        id: 'https://example.com/au/summary',
        title: 'Summary',
        launch: 'summary.html',
        parameters: null,
        mastery_score: null,
        move_on: 'NotApplicable',
        launch_method: 'AnyWindow',
        activity_id: 'https://example.com/au/summary',
      },
    ]);
  });

  it('gives a single-AU course the AU mastery score', () => {
    const single = CMI5.replace(/<au id="https:\/\/example.com\/au\/intro"[\s\S]*?<\/au>/, '').replace(
      /<au id="https:\/\/example.com\/au\/summary"[\s\S]*?<\/au>/,
      '',
    );
    expect(parseCmi5Manifest(single).mastery_score).toBe(80);
  });

  it('refuses a structure without assignable units, or without a course', () => {
    const empty = `<courseStructure><course id="https://x"><title><langstring>T</langstring></title></course></courseStructure>`;
    expect(() => parseCmi5Manifest(empty)).toThrow(MSG.PACKAGE_NO_LAUNCH);
    expect(() => parseCmi5Manifest('<courseStructure><au id="a"><url>a.html</url></au></courseStructure>')).toThrow(
      MSG.PACKAGE_MANIFEST_INVALID,
    );
  });

  it('refuses an AU without a url', () => {
    expect(() => parseCmi5Manifest(CMI5.replace('<url>summary.html</url>', ''))).toThrow(MSG.PACKAGE_NO_LAUNCH);
  });
});
