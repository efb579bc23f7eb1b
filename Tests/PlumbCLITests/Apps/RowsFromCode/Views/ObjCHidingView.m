#import "ObjCHidingView.h"

@implementation ObjCHidingView

- (void)awakeFromNib {
    [super awakeFromNib];
    self.hidden = YES;
}

@end
