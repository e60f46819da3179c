import type { BlockKey } from '../registry';
import { contentBlocksComponent } from '../content-blocks/ContentBlocks';
import { heroTitleBannerComponent } from '../hero-title-banner/HeroTitleBanner';
import { quoteComponent } from '../quote/Quote';
import { accordionComponent } from '../accordion/Accordion';
import { contentBlocksCarouselComponent } from '../content-blocks-carousel/ContentBlocksCarousel';
import { iconsTimelineComponent } from '../icons-timeline/IconsTimeline';
import { quoteSliderComponent } from '../quote-slider/QuoteSlider';
import { signPostComponent } from '../sign-post/SignPost';
import { snippetComponent } from '../snippet/Snippet';
import { textStepsComponent } from '../text-steps/TextSteps';
import { compareImagesComponent } from '../compare-images/CompareImages';
import { galleryCarouselComponent } from '../gallery-carousel/GalleryCarousel';
import { galleryCategoriesComponent } from '../gallery-categories/GalleryCategories';
import { imageBoxComponent } from '../image-box/ImageBox';
import { imageTabsComponent } from '../image-tabs/ImageTabs';
import { locationMapComponent } from '../location-map/LocationMap';
import { masonryComponent } from '../masonry/Masonry';
import { parallaxImageComponent } from '../parallax-image/ParallaxImage';
import { inPageNavigationComponent } from '../in-page-navigation/InPageNavigation';
import { sectionTabsComponent } from '../section-tabs/SectionTabs';
import { tabbedComponentComponent } from '../tabbed-component/TabbedComponent';
import { infoSystemComponent } from '../info-system/InfoSystem';
import { hotspotsContainerComponent } from '../hotspots-container/HotspotsContainer';
import { readyToGoBarComponent } from '../ready-to-go-bar/ReadyToGoBar';
import { htmlBoxComponent } from '../html-box/HtmlBox';
import { exterior360Component } from '../exterior-360/Exterior360';
import { interior360Component } from '../interior-360/Interior360';
import { collectionItemComponent } from '../collection-item/CollectionItem';
import { collectionSliderComponent } from '../collection-slider/CollectionSlider';
import { contentsBlockCarouselComponent } from '../contents-block-carousel/ContentsBlockCarousel';
import { dualFrameCarousel2Component } from '../dual-frame-carousel-2/DualFrameCarousel2';
import { electrifyingPowerComponent } from '../electrifying-power/ElectrifyingPower';
import { heroBannerComponent } from '../hero-banner/HeroBanner';
import { iconButtonSliderComponent } from '../icon-button-slider/IconButtonSlider';
import { heroCarouselComponent } from '../hero-carousel/HeroCarousel';
import { numberButtonCarouselComponent } from '../number-button-carousel/NumberButtonCarousel';
import { rangeComponentComponent } from '../range-component/RangeComponent';
import { colorPickerSliderComponent } from '../color-picker-slider/ColorPickerSlider';
import { modelSummaryComponent } from '../model-summary/ModelSummary';
import { modelSummaryFiltersComponent } from '../model-summary-filters/ModelSummaryFilters';
import { modelsCarouselComponent } from '../models-carousel/ModelsCarousel';
import { singleOfferComponent } from '../single-offer/SingleOffer';
import { specificationAccordionComponent } from '../specification-accordion/SpecificationAccordion';
import { specificationAtAGlanceComponent } from '../specification-at-a-glance/SpecificationAtAGlance';
import { versatilityComponent } from '../versatility/Versatility';
import { stockLocatorCarouselComponent } from '../stock-locator-carousel/StockLocatorCarousel';
import { stockLocatorOverseasComponent } from '../stock-locator-overseas/StockLocatorOverseas';
import { stockLocatorComponent } from '../stock-locator/StockLocator';
import { retailerCardsComponent } from '../retailer-cards/RetailerCards';
import { retailerLocatorComponent } from '../retailer-locator/RetailerLocator';
import { retailerSchemaComponent, retailerServiceSchemaComponent } from '../retailer-schema/RetailerSchema';
import { entryFormComponent } from '../entry-form/EntryForm';
import { expandedEntryFormComponent } from '../expanded-entry-form/ExpandedEntryForm';
import { extendedWarrantyFormComponent } from '../extended-warranty-form/ExtendedWarrantyForm';
import { offersToLeadComponent } from '../offers-to-lead/OffersToLead';
import { financeCalculatorComponent } from '../finance-calculator/FinanceCalculator';
import { fuelQuizComponent } from '../fuel-quiz/FuelQuiz';
import { subscriptionQuizComponent } from '../subscription-quiz/SubscriptionQuiz';
import { carRentComponent } from '../car-rent/CarRent';
import { rentACarComponent } from '../rent-a-car/RentACar';
import { mapUpdateComponent } from '../map-update/MapUpdate';
import { vinCheckerComponent } from '../vin-checker/VinChecker';
import { collectionFeedSliderComponent } from '../collection-feed-slider/CollectionFeedSlider';
import { newsComponent } from '../news/News';
import { racingResultsComponent } from '../racing-results/RacingResults';
import { rangeCalculatorComponent } from '../range-calculator/RangeCalculator';
import { selectVehicleToUpdateComponent } from '../select-vehicle-to-update/SelectVehicleToUpdate';
import type { AnyBlockComponent } from '../shared/types';

/**
 * Every block imported up front, for tests and stories only (they render synchronously). The product never
 * imports a block statically (ADR 031): registry/lazy.test.ts proves each loader yields the component here.
 */
export const eagerBlockComponents = {
  'hero-title-banner': heroTitleBannerComponent,
  quote: quoteComponent,
  'content-blocks': contentBlocksComponent,
  'content-blocks-carousel': contentBlocksCarouselComponent,
  'text-steps': textStepsComponent,
  accordion: accordionComponent,
  'sign-post': signPostComponent,
  snippet: snippetComponent,
  'quote-slider': quoteSliderComponent,
  'icons-timeline': iconsTimelineComponent,
  'image-box': imageBoxComponent,
  'gallery-carousel': galleryCarouselComponent,
  'gallery-categories': galleryCategoriesComponent,
  'parallax-image': parallaxImageComponent,
  'image-tabs': imageTabsComponent,
  masonry: masonryComponent,
  'compare-images': compareImagesComponent,
  'location-map': locationMapComponent,
  'in-page-navigation': inPageNavigationComponent,
  'section-tabs': sectionTabsComponent,
  'tabbed-component': tabbedComponentComponent,
  'info-system': infoSystemComponent,
  'hotspots-container': hotspotsContainerComponent,
  'ready-to-go-bar': readyToGoBarComponent,
  'html-box': htmlBoxComponent,
  'exterior-360': exterior360Component,
  'interior-360': interior360Component,
  'hero-banner': heroBannerComponent,
  'hero-carousel': heroCarouselComponent,
  'number-button-carousel': numberButtonCarouselComponent,
  'dual-frame-carousel-2': dualFrameCarousel2Component,
  'icon-button-slider': iconButtonSliderComponent,
  'range-component': rangeComponentComponent,
  'electrifying-power': electrifyingPowerComponent,
  'contents-block-carousel': contentsBlockCarouselComponent,
  'collection-item': collectionItemComponent,
  'collection-slider': collectionSliderComponent,
  'specification-accordion': specificationAccordionComponent,
  'specification-at-a-glance': specificationAtAGlanceComponent,
  'model-summary-filters': modelSummaryFiltersComponent,
  'model-summary': modelSummaryComponent,
  'color-picker-slider': colorPickerSliderComponent,
  versatility: versatilityComponent,
  'models-carousel': modelsCarouselComponent,
  'single-offer': singleOfferComponent,
  'stock-locator': stockLocatorComponent,
  'stock-locator-overseas': stockLocatorOverseasComponent,
  'stock-locator-carousel': stockLocatorCarouselComponent,
  'retailer-locator': retailerLocatorComponent,
  'retailer-cards': retailerCardsComponent,
  'retailer-schema': retailerSchemaComponent,
  'retailer-service-schema': retailerServiceSchemaComponent,
  'entry-form': entryFormComponent,
  'expanded-entry-form': expandedEntryFormComponent,
  'extended-warranty-form': extendedWarrantyFormComponent,
  'offers-to-lead': offersToLeadComponent,
  'finance-calculator': financeCalculatorComponent,
  'jlr-diesel-petrol-quiz': fuelQuizComponent,
  'subscription-quiz': subscriptionQuizComponent,
  'jlr-rent-a-car': rentACarComponent,
  'car-rent': carRentComponent,
  'map-update': mapUpdateComponent,
  'vin-checker': vinCheckerComponent,
  news: newsComponent,
  'racing-results': racingResultsComponent,
  'collection-feed-slider': collectionFeedSliderComponent,
  'range-calculator': rangeCalculatorComponent,
  'select-vehicle-to-update': selectVehicleToUpdateComponent,
} as const satisfies Record<BlockKey, AnyBlockComponent>;
