//
//  main.m
//  Ledger
//
//  Created by Marta Kowalczyk on 12/03/2021.
//

#import <UIKit/UIKit.h>
#import "LGAppDelegate.h"

int main(int argc, char * argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([LGAppDelegate class]));
    }
}
