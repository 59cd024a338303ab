export { PanelFooter } from './panel-footer';
export { PanelForm } from './panel-form';
export { panelSaveHandlers } from './panel-save-handlers';
