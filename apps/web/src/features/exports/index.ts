// What other features may use of the exports feature: the export button of a report screen.
export { ExportMenu } from './components/ExportMenu';
