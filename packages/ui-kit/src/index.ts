// Public API of @samtrot/ui-kit: presentational components only (props in, events out).
// Styles: import "@samtrot/ui-kit/styles.css" and "@samtrot/ui-kit/themes.css"; set data-theme on <html>.
export { Alert, type TAlertProps } from "./alert";
export { BottomSheet, type TBottomSheetProps } from "./bottom-sheet";
export { Button, type TButtonProps } from "./button";
export { Card, type TCardProps } from "./card";
export { Checkbox, type TCheckboxProps } from "./checkbox";
export { ChoiceGroup, type TChoiceGroupProps, type TChoiceOption } from "./choice-group";
export { EmptyState, type TEmptyStateProps } from "./empty-state";
export { GIFT_ART_KEYS, GiftIcon, type TGiftIconProps } from "./gift-icon";
export { FilterButton, type TFilterButtonProps } from "./filter-button";
export { FilterSection, type TFilterSectionProps } from "./filter-section";
export { LocationPicker, type TLocationPickerProps, type TLocationSuggestion } from "./location-picker";
export { Pager, pagerItems, type TPagerItem, type TPagerLinkProps, type TPagerProps } from "./pager";
export { MAIN_CONTENT_ID, PageShell, type TPageShellProps } from "./page-shell";
export { ProgressBar, type TProgressBarProps } from "./progress-bar";
export { RangeInput, type TRangeInputProps, type TRangeValue } from "./range-input";
export { PROFILE_GRID_WIDEST_COLUMNS, ProfileTile, type TProfileBadge, type TProfileTileProps } from "./profile-tile";
export { Select, type TSelectOption, type TSelectProps } from "./select";
export { SiteFooter, type TFooterLink, type TSiteFooterProps } from "./site-footer";
export { SiteHeader, type TSiteHeaderProps } from "./site-header";
export { Spinner, type TSpinnerProps } from "./spinner";
export { Stepper, type TStepperProps, type TStepperStep } from "./stepper";
export { TextInput, type TTextInputProps } from "./text-input";
export { Textarea, type TTextareaProps } from "./textarea";
export { THEMES, type TTheme } from "./themes";
// Profile page parts (issue 10)
export { Chip, ChipList, type TChipItem, type TChipListProps, type TChipProps, type TChipTone } from "./chip";
export { FactGrid, type TFact, type TFactGridProps } from "./fact-grid";
export { GalleryHero, type TGalleryHeroProps, type TGalleryItem, type TGalleryLocked, type TGalleryPhoto } from "./gallery-hero";
export { Lightbox, type TLightboxImage, type TLightboxProps } from "./lightbox";
export { PriceTable, type TPriceRow, type TPriceTableProps } from "./price-table";
export { StickyActionBar, type TStickyActionBarProps } from "./sticky-action-bar";
export { Tabs, type TTabItem, type TTabsProps } from "./tabs";
export { WeekGrid, weekdayNames, type TWeekDay, type TWeekGridProps } from "./week-grid";
export type { THeadingLevel } from "./heading";
