import { createPreview, withUi } from '@lux/ui/testing';

// Toolbars, globals, axe rules and the UiProvider decorator are shared with every library (@lux/ui/testing).
export default createPreview({ decorators: [withUi] });
