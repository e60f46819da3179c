export { Heading, headingLevelFromTag, headingLevels } from './Heading';
export type { HeadingLevel, HeadingProps } from './Heading';
