//
//  LGOrdersViewController.m
//  Ledger
//
//  Created by Marta Kowalczyk on 12/03/2021.
//

#import "LGOrdersViewController.h"
#import "LGLegacyCell.h"
#import "Ledger-Swift.h"

// LGReceiptViewController was merged into LGOrdersViewController: a receipt now expands inline
// under its order instead of opening a screen of its own.

@interface LGOrdersViewController () <UITableViewDataSource, UITableViewDelegate>
@property (nonatomic, copy) NSArray<NSDictionary<NSString *, id> *> *orders;
@property (nonatomic, strong, nullable) NSIndexPath *expandedIndexPath;
@end

@implementation LGOrdersViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.orders = @[@{@"number": @"A-1042", @"total": @18.40},
                    @{@"number": @"A-1043", @"total": @7.95}];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.orders.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    LGCell *cell = [tableView dequeueReusableCellWithIdentifier:@"OrderCell" forIndexPath:indexPath];
    NSDictionary<NSString *, id> *order = self.orders[indexPath.row];
    cell.numberLabel.text = order[@"number"];
    cell.totalLabel.text = [CurrencyFormatter stringFrom:order[@"total"]];
    cell.showsReceipt = [indexPath isEqual:self.expandedIndexPath];
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    self.expandedIndexPath = [indexPath isEqual:self.expandedIndexPath] ? nil : indexPath;
    [tableView reloadData];
}

- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
    if ([segue.identifier isEqualToString:@"showSummary"]) {
        SummaryViewController *summary = segue.destinationViewController;
        summary.orderCount = (NSInteger)self.orders.count;
    }
}

@end
