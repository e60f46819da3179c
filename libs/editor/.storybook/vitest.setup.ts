// Setup of the storybook Vitest project, shared with every library (@lux/ui/testing).
import { setupStoryTests } from '@lux/ui/testing';

setupStoryTests();
