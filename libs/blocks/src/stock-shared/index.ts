// Stock UI shared by the stock locator blocks and the showroom page.
export { VehicleCard, vehicleCardSizes, type VehicleCardProps } from './VehicleCard';
export { showroomHref } from './showroomHref';
export { formatAttribute, uiText, valueLabel, type AttributeContext, type StockTranslationsInput } from './labels';
export { cardPhoto, type CardPhoto } from './photo';
export { stockCardStrings, type StockCardStrings } from './strings';
export { StockIcon, attributeIcon, type StockIconName } from './icons';
