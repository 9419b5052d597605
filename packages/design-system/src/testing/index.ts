export { resetScreen, setScreen } from './screen';
export { countedModule, renderCounts, resetRenderCounts, totalRenders } from './render-counts';
