#import "ObjCConditionalController.h"

@implementation ObjCConditionalController

- (void)viewDidLoad {
    [super viewDidLoad];
    if (self.compact)
        self.tableView.rowHeight = UITableViewAutomaticDimension;
    NSLog(@"self.tableView.rowHeight = UITableViewAutomaticDimension;");
}

@end
