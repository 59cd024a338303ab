export { PanelFooter, type TPanelFooterProps } from './panel-footer';
export { PanelForm } from './panel-form';
export { panelSaveHandlers } from './panel-save-handlers';
